# exercise: ex_softmax_weight
# mistake: Built the 6×6 exp-score matrix as a flat list and took the numerator from row 1 but summed the denominator over the first n entries, i.e. row 0 (“Your”); α₂₂ divides exp(ω₂₂) by the sum over the “journey” row, giving 0.2379.
inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
import math
n = 6
S = [0.0] * (n * n)
for k in range(n * n):
    i, j = divmod(k, n)
    S[k] = sum(inputs[i][c] * inputs[j][c] for c in range(3))
E = [math.exp(s) for s in S]
row = 1
denom = 0.0
for j in range(n):
    denom += E[j]
ex_softmax_weight = round(E[row * n + row] / denom, 4)
