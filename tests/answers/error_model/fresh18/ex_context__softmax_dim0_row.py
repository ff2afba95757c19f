# exercise: ex_context
# mistake: Took row 2 of softmax(ω, dim=0), i.e. normalised each key's column, not the journey query's row; the right context is [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=0)  # the score matrix is symmetric anyway
ex_context = [round(v, 4) for v in (attn_weights @ inputs)[1].tolist()]
