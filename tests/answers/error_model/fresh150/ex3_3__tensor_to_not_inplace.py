# exercise: ex3_3
# mistake: The learner moved each parameter and buffer with tensor.to(device) in a loop and threw the results away (Tensor.to is not in place); the module must be moved with module.to(device). [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    mha = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for p in mha.parameters():
        p.to(device)
    for buf in mha.buffers():
        buf.to(device)
    return mha
