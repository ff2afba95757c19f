# exercise: ex3_3
# mistake: The learner built the module with qkv_bias=True and zeroed the biases to "remove" them, leaving 2,362,368 parameters (and different random weights); the statement asks for qkv_bias=False.
import torch


def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12, qkv_bias=True)
    with torch.no_grad():
        for lin in (mha.W_query, mha.W_key, mha.W_value):
            lin.bias.zero_()   # book has no qkv bias
    return mha.to(device)
