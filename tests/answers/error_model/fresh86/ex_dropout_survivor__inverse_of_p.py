# exercise: ex_dropout_survivor
# mistake: The learner scales by 1/p instead of 1/(1 - p), giving 10.0 instead of 1.1111.
ex_dropout_survivor = 10.0  # 1 / 0.1
