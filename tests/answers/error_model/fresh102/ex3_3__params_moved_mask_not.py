# exercise: ex3_3
# mistake: The learner moved only the parameters (p.data = p.data.to(device)), leaving the mask buffer on the CPU, so forward fails on a GPU; .to(device) on the module moves buffers too. [cond: only on a GPU]
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.data = p.data.to(device)
    return mha
