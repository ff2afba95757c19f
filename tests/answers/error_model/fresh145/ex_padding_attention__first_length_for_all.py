# exercise: ex_padding_attention
# mistake: The learner stored lengths[0] in a variable and used it for every sequence of the batch; each sequence must be masked with its own length. [cond: batch with different lengths]
import torch


def ex_padding_attention(scores, lengths):
    b, h, n, _ = scores.shape
    real_length = int(lengths[0])
    print("real length:", real_length)
    weights = torch.zeros_like(scores)
    for seq in range(b):
        if real_length == 0:
            continue
        for head in range(h):
            block = scores[seq, head, :real_length, :real_length]
            weights[seq, head, :real_length, :real_length] = torch.softmax(block, dim=-1)
    return weights
