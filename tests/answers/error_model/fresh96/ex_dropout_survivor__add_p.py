# exercise: ex_dropout_survivor
# mistake: Added the dropped fraction to each survivor (1 + 0.1 = 1.1) rather than scaling by 1/(1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = 1.0 + p
