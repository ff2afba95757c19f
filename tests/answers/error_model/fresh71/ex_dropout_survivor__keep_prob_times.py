# exercise: ex_dropout_survivor
# mistake: Multiplied the surviving ones by the keep probability 0.9 (the old test-time rescaling); in training, inverted dropout divides survivors by 0.9, giving 1.1111.
p = 0.1
keep = 1 - p
ex_dropout_survivor = round(keep * 1.0, 4)
