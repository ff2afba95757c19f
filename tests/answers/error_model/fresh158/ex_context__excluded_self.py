# exercise: ex_context
# mistake: The learner took the expectation only over the other five tokens (dropping j = 2 and renormalising), but the query attends to itself too; the sum runs over all six tokens.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
others = torch.cat([inputs[:1], inputs[2:]])   # the tokens journey can look at
p = torch.softmax(others @ q, dim=0)
ex_context = [round(float(v), 4) for v in (p[:, None] * others).sum(0)]
