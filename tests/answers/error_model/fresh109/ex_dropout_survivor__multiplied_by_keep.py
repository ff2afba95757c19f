# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability (1 - p = 0.9); nn.Dropout divides them by it, so a survivor is 1 / 0.9 = 1.1111.
p = 0.1
keep = 1 - p
# surviving entries are rescaled by the keep probability
ex_dropout_survivor = round(1.0 * keep, 4)
