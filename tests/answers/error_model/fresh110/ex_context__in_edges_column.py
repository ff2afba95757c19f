# exercise: ex_context
# mistake: The learner took the weights of the edges coming INTO "journey" (column 2 of the row-stochastic matrix, P[:, 1]) instead of the weights of its outgoing edges (row 2, P[1]); z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ uses row 2 (answer [0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

A = torch.softmax(inputs @ inputs.T, dim=1)   # adjacency with row-normalised weights
# the scores are symmetric, so the weights of journey's edges are in its column too
alpha_2 = A[:, 1]
z2 = alpha_2 @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
