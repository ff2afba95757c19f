# exercise: ex_softmax_weight
# mistake: The learner leaves the query's own score out of the softmax denominator (sums exp over the five other tokens only), giving 0.3121 instead of 0.2379.
import math

x = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

def dot(a, b):
    return sum(i * j for i, j in zip(a, b))

q = x[1]
scores = [dot(q, xj) for xj in x]
top = math.exp(scores[1])
bottom = sum(math.exp(s) for j, s in enumerate(scores) if j != 1)
ex_softmax_weight = round(top / bottom, 4)
print(scores, ex_softmax_weight)
