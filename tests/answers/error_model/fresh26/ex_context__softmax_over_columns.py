# exercise: ex_context
# mistake: Took the softmax of the score matrix along dim=0 (columns) and then row 1 of weights @ inputs, giving [0.5595, 0.7824, 0.6953] (those rows do not sum to 1); the weights of journey are normalized along its row (dim=-1): [0.4419, 0.6515, 0.5683].

import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=0)
all_context_vecs = attn_weights @ inputs
ex_context = [round(v, 4) for v in all_context_vecs[1].tolist()]
