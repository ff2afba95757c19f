# exercise: ex_context
# mistake: Assumed the weight matrix is symmetric like the scores and read column 2 (inputs.T @ W)[:, 1] = Σ α_j2 x⁽ʲ⁾; the context uses row 2: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context = inputs.T @ attn_weights  # (3, 6): one column per token
ex_context = [round(v, 4) for v in all_context[:, 1].tolist()]
