# exercise: ex_dropout_survivor
# mistake: Treats p = 0.1 as the probability of keeping an entry and scales by 1/p = 10.0; p is the drop probability, so survivors are 1/(1 - p) = 1.1111.
P = 0.1
keep_prob = P
ex_dropout_survivor = round(1.0 / keep_prob, 4)
