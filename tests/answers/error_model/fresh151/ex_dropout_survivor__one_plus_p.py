# exercise: ex_dropout_survivor
# mistake: The learner added p to 1 (1.1) as an approximation; the exact survivor value is 1/(1 - 0.1) = 1.1111.
# dropped 10% -> the others get 10% more
ex_dropout_survivor = 1.1
