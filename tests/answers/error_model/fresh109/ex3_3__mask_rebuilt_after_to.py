# exercise: ex3_3
# mistake: After .to(device) the learner re-registered a boolean mask buffer built on the CPU, so on a GPU the mask stays behind on the CPU; the buffer should be created before .to(device) or with device=device. [cond: only when device is a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12).to(device)
    # store the causal mask as bool once, so forward does not have to convert it each time
    mha.register_buffer("mask", torch.triu(torch.ones(1024, 1024), diagonal=1).bool())
    return mha
