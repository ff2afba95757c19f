# exercise: ex_context
# mistake: The learner reused their precomputed causally masked weight table, so z(2) mixes only "Your" and "journey"; the statement's weights are the plain softmax over all six raw scores (z(2) = [0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
n = inputs.shape[0]
MASK = torch.triu(torch.ones(n, n, dtype=torch.bool), diagonal=1)
WEIGHTS = torch.softmax((inputs @ inputs.T).masked_fill(MASK, float("-inf")), dim=-1)
CONTEXT = WEIGHTS @ inputs

ex_context = [round(v, 4) for v in CONTEXT[1].tolist()]
