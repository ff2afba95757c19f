# exercise: ex_dropout_survivor
# mistake: p = 0.1 is read as the probability of keeping an entry, so survivors are scaled by 1/0.1 = 10; p is the drop probability and the scale is 1/(1-p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 / p, 4)
