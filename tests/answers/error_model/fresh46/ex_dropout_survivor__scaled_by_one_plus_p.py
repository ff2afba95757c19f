# exercise: ex_dropout_survivor
# mistake: The learner reasons that survivors are "scaled up by p" and multiplies by 1 + p = 1.1; to keep the expectation they are divided by 1 − p, giving 1 / 0.9 = 1.1111.
p = 0.1
keep_scale = 1 + p  # make up for the 10% that were dropped
ex_dropout_survivor = round(1.0 * keep_scale, 4)
