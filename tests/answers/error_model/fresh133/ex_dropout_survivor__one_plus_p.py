# exercise: ex_dropout_survivor
# mistake: The learner approximates the rescaling as 1 + p = 1.1; the exact survivor value is 1 / (1 - p) = 1.1111.
p = 0.1
ex_dropout_survivor = 1.1000
