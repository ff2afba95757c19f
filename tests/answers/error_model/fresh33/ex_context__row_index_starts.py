# exercise: ex_context
# mistake: Took row 2 of the context matrix, which is “starts” (x3), giving [0.4431, 0.6496, 0.5671]; “journey” is row 1 (0-based): [0.4419, 0.6515, 0.5683].
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
attn_weights = torch.softmax(attn_scores, dim=-1)
all_context_vecs = attn_weights @ inputs
# z(2) -> the second vector
ex_context = [round(v, 4) for v in all_context_vecs[2].tolist()]
