# exercise: ex_dropout_survivor
# mistake: reads p = 0.1 as the probability of keeping an entry and scales by 1/p = 10; p is the drop probability, so survivors are 1/(1-p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
