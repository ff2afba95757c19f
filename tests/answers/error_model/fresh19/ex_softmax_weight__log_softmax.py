# exercise: ex_softmax_weight
# mistake: Uses F.log_softmax (reaching for tf.nn's softmax by memory), giving the log-weight -1.4359 instead of the softmax weight α₂₂ = 0.2379.
import torch
import torch.nn.functional as F

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

attn_scores_2 = torch.matmul(inputs, inputs[1])
attn_weights_2 = F.log_softmax(attn_scores_2, dim=-1)
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
