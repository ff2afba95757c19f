# exercise: ex_dropout_survivor
# mistake: Gave the keep probability 1 - p = 0.9 (the survivors' share) instead of their value 1/(1-p) = 1.1111.
p = 0.1
ex_dropout_survivor = round(1 - p, 4)
