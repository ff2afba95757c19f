# exercise: ex_dropout_survivor
# mistake: Multiplied by the keep probability (1−p = 0.9, the expectation of a Bernoulli-masked 1) instead of dividing by it; survivors are 1/(1−0.1) = 1.1111.
p = 0.1
# each entry is 1 * Bernoulli(1 - p); a kept entry carries the keep probability
ex_dropout_survivor = round(1.0 * (1 - p), 4)
