# exercise: ex_dropout_survivor
# mistake: Read p = 0.1 as the probability of keeping an entry (keep_prob) and scaled by 1/0.1 = 10; p is the drop probability, so survivors are 1/(1-0.1) = 1.1111.
p = 0.1
# keep with probability p, rescale so mean stays 1
ex_dropout_survivor = round(1 / p, 4)
