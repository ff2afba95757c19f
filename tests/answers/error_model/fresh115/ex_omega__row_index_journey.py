# exercise: ex_omega
# mistake: Took inputs[2] (the third row, "starts") as "journey" because it is x^(2), while x^(2) is the second row inputs[1]; the score is 0.9544, not 0.9422.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your     (x^1)
     [0.55, 0.87, 0.66],  # journey  (x^2)
     [0.57, 0.85, 0.64],  # starts   (x^3)
     [0.22, 0.58, 0.33],  # with     (x^4)
     [0.77, 0.25, 0.10],  # one      (x^5)
     [0.05, 0.80, 0.55]]  # step     (x^6)
)

r = {}
r["query"] = inputs[2]
r["key"] = inputs[0]
r["omega"] = torch.dot(r["query"], r["key"])
ex_omega = round(r["omega"].item(), 4)
print(ex_omega)
