# exercise: ex_softmax_weight
# mistake: Computes journey's six softmax weights correctly but reads entry [2] (the weight on 'starts', 0.2333) because 'α22' was taken as index 2; α22 is entry [1], 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
query = inputs[1]
attn_scores_2 = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    attn_scores_2[i] = torch.dot(x_i, query)
attn_weights_2 = torch.softmax(attn_scores_2, dim=0)
print(attn_weights_2, attn_weights_2.sum())
ex_softmax_weight = round(attn_weights_2[2].item(), 4)
