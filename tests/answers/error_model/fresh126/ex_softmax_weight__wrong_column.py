# exercise: ex_softmax_weight
# mistake: Read the weight in column 2 ('starts', 0.2333) of journey's row; the weight journey gives itself is column 1, alpha_22 = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, query)
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print(attn_weights_2)
# weight number 2 of query 2
ex_softmax_weight = round(attn_weights_2[2].item(), 4)
