# exercise: ex_context
# mistake: Multiplied with the transposed weight matrix, so z2 is built from column 1 of the weights (how much each token attends to journey) instead of journey's row of weights; z2 = Σ_j alpha_2j x_j = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

def attn_weights(x, scale=1.0):
    s = (x @ x.T) * scale
    return torch.softmax(s, dim=-1)

W = attn_weights(inputs)
# scores are symmetric so I can use either side
all_context = W.T @ inputs
ex_context = [round(v, 4) for v in all_context[1].tolist()]
