# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 1 − p = 0.9 (as at inference in the original dropout paper) instead of dividing by it: 1/(1 − p) = 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(1.0 * keep, 4)
