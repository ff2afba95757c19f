# exercise: ex_softmax_weight
# mistake: The learner takes entry [2] of journey's weight vector (the weight on "starts", the third token) instead of entry [1], journey's weight on itself (0.2379).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
)
query = inputs[1]  # journey, x^(2)
attn_weights_2 = torch.softmax(inputs @ query, dim=0)
print("Attention weights:", attn_weights_2)
ex_softmax_weight = round(attn_weights_2[2].item(), 4)
