# exercise: ex_context
# mistake: Averaged the weighted rows (divided the sum by 6) instead of just adding them; the weights already sum to 1, so z^(2) = sum_j alpha_2j x^(j) = [0.4419, 0.6515, 0.5683].
import math

inputs = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
          [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]

st = {"q": inputs[1]}
st["omega"] = [sum(a * b for a, b in zip(st["q"], row)) for row in inputs]
st["exp"] = [math.exp(o) for o in st["omega"]]
st["alpha"] = [e / sum(st["exp"]) for e in st["exp"]]
st["weighted"] = [[a * v for v in row] for a, row in zip(st["alpha"], inputs)]
st["z"] = [sum(col) / len(inputs) for col in zip(*st["weighted"])]
ex_context = [round(v, 4) for v in st["z"]]
