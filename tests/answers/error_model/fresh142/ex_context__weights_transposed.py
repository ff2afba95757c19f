# exercise: ex_context
# mistake: The learner multiplies the transposed weight matrix with the inputs (attn_weights.T @ inputs), so row 2 mixes the inputs with column 2 of the weights (what each token gives to "journey") instead of journey's own softmax weights; z⁽²⁾ = attn_weights[1] @ inputs = [0.4419, 0.6515, 0.5683].
import torch
from torch import nn

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


class AttentionWeights(nn.Module):
    def forward(self, x):
        return torch.softmax(x @ x.T, dim=-1)


attn_weights = AttentionWeights()(inputs)
print(attn_weights.sum(dim=-1))

# z_i = sum_j alpha_ij x_j  for all i at once
all_context_vecs = attn_weights.T @ inputs
ex_context = [round(v, 4) for v in all_context_vecs[1].tolist()]
print(ex_context)
