# exercise: ex3_3
# mistake: The learner moved each parameter's .data to the device in a loop but not the causal-mask buffer, so on a GPU the mask stays on the CPU and forward fails; module.to(device) moves parameters and buffers. [cond: only on a GPU]
def ex3_3(MultiHeadAttention, device):
    m = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    for prm in m.parameters():
        prm.data = prm.data.to(device)
    return m
