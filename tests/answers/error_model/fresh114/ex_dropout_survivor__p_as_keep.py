# exercise: ex_dropout_survivor
# mistake: Reads p = 0.1 as the keep probability and scales by 1/0.1 = 10; p is the drop probability, so survivors are 1/(1 - 0.1) = 1.1111.
p = 0.1          # probability of keeping a unit
scale = 1 / p
ex_dropout_survivor = round(scale, 4)
