# exercise: ex_context
# mistake: The learner weights the rows correctly but then averages them with .mean(dim=0) instead of adding them, dividing the context vector by 6 ([0.0736, 0.1086, 0.0947] instead of [0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
alpha = torch.softmax(inputs @ query, dim=0)
weighted = alpha[:, None] * inputs
context = weighted.mean(dim=0)
ex_context = [round(c, 4) for c in context.tolist()]
