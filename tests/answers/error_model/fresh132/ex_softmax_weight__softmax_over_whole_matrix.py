# exercise: ex_softmax_weight
# mistake: The learner applies one softmax over all 36 scores of the flattened matrix instead of over the six scores of the journey row.
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
flat = torch.softmax(attn_scores.flatten(), dim=0)
attn_weights = flat.view(6, 6)
idx = torch.tensor([1])
ex_softmax_weight = round(attn_weights.index_select(0, idx).index_select(1, idx).item(), 4)
