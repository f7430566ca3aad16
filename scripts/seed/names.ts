/** "a b c" → ["a", "b", "c"] (names are single words). */
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export interface NameGroup {
  weight: number;
  male: readonly string[];
  female: readonly string[];
  last: readonly string[];
}

/**
 * Indian names by community, so first and last names go together. Weights are a guess at a
 * Pune gym's members: mostly Maharashtrian, with people from every part of the country.
 */
export const NAME_GROUPS: readonly NameGroup[] = [
  {
    // Maharashtra
    weight: 30,
    male: words(`
      Aditya Omkar Sagar Prasad Tushar Nikhil Swapnil Rohit Amol Sachin Ganesh Mahesh Shubham
      Akshay Pranav Yash Aniket Chinmay Siddharth Vinayak Mandar Kedar Ninad Sanket Tejas
      Atharva Vishal Sandeep Rahul Harshad
    `),
    female: words(`
      Sneha Pooja Prajakta Ashwini Snehal Gauri Mrunal Shruti Rutuja Madhuri Sayali Pallavi
      Manasi Ketaki Aditi Tejaswini Vaishnavi Sakshi Prachi Anuja Radhika Kavya Neha Sonali
      Amruta
    `),
    last: words(`
      Patil Deshmukh Kulkarni Joshi Deshpande Jadhav Pawar Shinde Gaikwad More Kale Bhosale
      Chavan Kadam Salunkhe Gokhale Apte Phadke Sawant Naik Wagh Thakur Mane Jagtap Kamble
      Lokhande Shirke Karve Paranjpe Sathe
    `),
  },
  {
    // Hindi-speaking north and centre
    weight: 18,
    male: words(`
      Rahul Amit Ankit Saurabh Vikas Abhishek Rajat Gaurav Deepak Manish Pankaj Vivek Alok
      Ashish Shivam Ayush Harsh Kunal Mohit Nitin Prateek Ravi Sumit Vaibhav Utkarsh
    `),
    female: words(`
      Priya Anjali Neha Shweta Pooja Ritu Swati Nidhi Shalini Kirti Aarti Megha Divya Shikha
      Aakanksha Ananya Khushi Riya Tanya Sonam
    `),
    last: words(`
      Sharma Verma Gupta Mishra Pandey Tiwari Srivastava Yadav Chauhan Saxena Dubey Tripathi
      Shukla Agarwal Rastogi Chaturvedi Rajput Bhardwaj Jha Sinha
    `),
  },
  {
    // Punjab and Delhi
    weight: 6,
    male: words(`
      Gurpreet Harpreet Manpreet Jaspreet Amandeep Karan Arjun Rohan Varun Kabir Simranjeet
      Navdeep Tarun Sahil Jatin
    `),
    female: words(`
      Simran Harleen Jasleen Navneet Gurleen Mehak Kavita Ishita Ritika Sukhmani Tanvi
      Prabhjot
    `),
    last: words(`
      Singh Bedi Gill Sandhu Dhillon Grewal Sidhu Bajwa Kapoor Malhotra Khanna Arora Bhatia
      Sethi Chopra Ahuja Anand Kohli
    `),
  },
  {
    // Gujarat and Rajasthan
    weight: 8,
    male: words(`
      Hardik Parth Jay Dhruv Krunal Bhavin Chirag Nirav Ketan Hitesh Mayank Jignesh Rushabh
      Vatsal Devansh
    `),
    female: words(`
      Hetal Krupa Nisha Bhavna Dhara Foram Jinal Komal Mansi Riddhi Urvi Palak Drashti
    `),
    last: words(`
      Patel Shah Mehta Desai Parikh Modi Trivedi Bhatt Vyas Joshi Jain Oswal Maheshwari Rathod
      Solanki Chokshi
    `),
  },
  {
    // Tamil Nadu, Karnataka, Andhra Pradesh, Telangana, Kerala
    weight: 15,
    male: words(`
      Karthik Arun Vignesh Suresh Prakash Srinivas Venkatesh Raghav Harish Naveen Sai Praveen
      Ajith Balaji Dinesh Gautham Kiran Mahesh Rakesh Sreejith Anoop Vishnu Arjun Manoj Sanjay
    `),
    female: words(`
      Lakshmi Divya Deepa Meera Priya Revathi Sowmya Keerthana Anusha Bhavya Swathi Harini
      Nandini Aishwarya Gayathri Shreya Anjana Lavanya Ramya Pavithra
    `),
    last: words(`
      Iyer Iyengar Krishnan Subramanian Natarajan Raman Reddy Rao Naidu Chowdary Nair Menon
      Pillai Kurup Hegde Shetty Gowda Murthy Bhat Kamath Varma Rajan Sundaram Venkataraman
    `),
  },
  {
    // Bengal, Odisha, Assam, Bihar
    weight: 8,
    male: words(`
      Arnab Sourav Debashish Subhajit Anirban Rajdeep Sayan Abhijit Indranil Pritam Biswajit
      Satyajit Bikash Pranjal Rituraj
    `),
    female: words(`
      Ananya Moumita Sreya Debjani Payel Rimjhim Sanchita Tanushree Puja Ishani Madhumita
      Barnali Priyanka Jahnavi
    `),
    last: words(`
      Banerjee Chatterjee Mukherjee Bhattacharya Ganguly Das Bose Ghosh Sen Dutta Roy Sarkar
      Chakraborty Mohanty Patnaik Mahapatra Barua Bora Kumar Prasad
    `),
  },
  {
    // Muslim families across India
    weight: 10,
    male: words(`
      Mohammed Imran Faisal Sameer Aamir Arif Salman Zaid Rehan Irfan Junaid Tanveer Sohail
      Adnan Farhan Javed Shahid Wasim
    `),
    female: words(`
      Ayesha Fatima Sana Zoya Nazia Rukhsar Heena Farah Mehreen Shabnam Afreen Nargis Alina
      Saba
    `),
    last: words(`
      Khan Shaikh Ansari Siddiqui Qureshi Syed Mirza Pathan Sayyed Inamdar Momin Mulla Attar
      Bagwan Tamboli
    `),
  },
  {
    // Christian families: Goa, Mangalore, Kerala, Mumbai
    weight: 4,
    male: words(`
      Joseph Anthony Francis Savio Clifford Melwyn Rohan Jerome Allen Ivan Mathew Jacob
    `),
    female: words(`
      Maria Sharon Sheryl Nikita Joanna Rachel Sonia Priscilla Leena Anita Teresa Elizabeth
    `),
    last: words(`
      D'Souza Fernandes Pereira Rodrigues Dsilva Pinto Lobo Gomes Mascarenhas Thomas George
      Mathew Varghese Jacob Abraham
    `),
  },
  {
    // Sindhi and Parsi families
    weight: 1,
    male: words(`
      Rustom Cyrus Farhad Kishore Jitendra Sunil Vikram Darius
    `),
    female: words(`
      Perizaad Shirin Roshni Kareena Dimple Jyoti Anahita
    `),
    last: words(`
      Irani Mistry Wadia Batliwala Contractor Advani Lalwani Mirchandani Bhojwani Tahilramani
    `),
  },
];

/** Who a member names as their emergency contact, by age (a spouse from 24, a grown child from 50). */
export function relationsFor(age: number, gender: 'male' | 'female' | 'other'): readonly string[] {
  const spouse = gender === 'male' ? ['wife'] : gender === 'female' ? ['husband'] : [];
  if (age < 24) return ['father', 'mother', 'brother', 'sister'];
  if (age < 50) return [...spouse, ...spouse, 'father', 'mother', 'brother', 'sister'];
  return [...spouse, ...spouse, 'son', 'daughter', 'brother', 'sister'];
}

export const MALE_RELATIONS: ReadonlySet<string> = new Set(['father', 'brother', 'husband', 'son']);
