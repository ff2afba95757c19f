# exercise: ex_softmax_weight
# mistake: The learner computed the weight correctly but reported it as a percentage (23.79) as a spreadsheet cell formatted in % would show it; the answer is the fraction 0.2379.
import math

x = {
    "Your": (0.43, 0.15, 0.89),
    "journey": (0.55, 0.87, 0.66),
    "starts": (0.57, 0.85, 0.64),
    "with": (0.22, 0.58, 0.33),
    "one": (0.77, 0.25, 0.10),
    "step": (0.05, 0.80, 0.55),
}
q = x["journey"]
omega = {tok: sum(a * b for a, b in zip(q, v)) for tok, v in x.items()}
denom = sum(math.exp(s) for s in omega.values())
share = {tok: 100 * math.exp(s) / denom for tok, s in omega.items()}
for tok, pct in share.items():
    print(f"{tok:8s} {pct:6.2f}%")
ex_softmax_weight = round(share["journey"], 2)
