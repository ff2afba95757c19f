# exercise: ex_dropout_survivor
# mistake: The learner took p = 0.1 as the probability of keeping an entry and scaled by 1/p = 10; p is the drop probability, so survivors are 1 / (1 - p) = 1.1111.
p = 0.1
scale = 1 / p
ex_dropout_survivor = round(scale, 4)
print(ex_dropout_survivor)
