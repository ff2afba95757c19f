# exercise: ex_softmax_weight
# mistake: Applies the softmax to the flattened 6x6 score matrix (all 36 scores at once) and reads entry (1, 1), instead of a softmax over the six scores of the query "journey" only; the answer is 0.2379.
import torch

device = "cuda" if torch.cuda.is_available() else "cpu"
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]],
                      device=device, dtype=torch.float32)

attn_scores = inputs @ inputs.T
n = attn_scores.shape[0]
attn_weights = torch.softmax(attn_scores.reshape(-1), dim=0).reshape(n, n)
ex_softmax_weight = round(attn_weights[1, 1].item(), 4)
