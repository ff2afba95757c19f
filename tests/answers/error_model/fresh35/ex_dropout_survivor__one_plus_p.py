# exercise: ex_dropout_survivor
# mistake: Scaled the survivors by 1 + p = 1.1 instead of 1/(1 - p) = 1.1111.
# dropped values are made up for by scaling the others up by p
p = 0.1
ex_dropout_survivor = round(1.0 + p, 4)
