# exercise: ex_context
# mistake: The learner applies one softmax to the flattened 6x6 score matrix, so journey's weights are normalised over all 36 scores and sum to far less than 1; the softmax must be over journey's six scores only.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores.flatten(), dim=0).view(6, 6)
all_context_vecs = attn_weights @ inputs
ex_context = [round(v, 4) for v in all_context_vecs[1].tolist()]
print(ex_context)
