# exercise: ex_softmax_weight
# mistake: The learner divides the scores by sqrt(3) (the embedding size, as in scaled dot-product attention) before the softmax, giving 0.2070; the statement asks for the raw, unscaled scores (0.2379).
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = x[1]
scores = [sum(a * b for a, b in zip(q, k)) / math.sqrt(len(q)) for k in x]
exps = [math.exp(s) for s in scores]
ex_softmax_weight = round(exps[1] / sum(exps), 4)
