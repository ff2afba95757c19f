# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1 - p = 0.9 (the inference-time scaling of the original dropout paper) instead of dividing by it; PyTorch's inverted dropout gives 1 / 0.9 = 1.1111.
p = 0.1
keep = 1 - p
# expectation: keep * value should equal the original 1 -> survivors are scaled with keep
ex_dropout_survivor = round(1 * keep, 4)
