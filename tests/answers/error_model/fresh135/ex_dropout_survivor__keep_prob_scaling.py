# exercise: ex_dropout_survivor
# mistake: The learner multiplied survivors by the keep probability 1−p = 0.9 (test-time scaling of the old dropout) instead of dividing by it; survivors are 1/(1−p) = 1.1111.
attn_pdrop = 0.1
keep_prob = 1 - attn_pdrop
ex_dropout_survivor = round(1.0 * keep_prob, 4)
