# exercise: ex3_3
# mistake: Moves only the parameters to the device by hand (p.data = p.data.to(device)), so the mask buffer stays on the CPU; calling .to(device) on the module moves buffers too. [cond: only on a GPU device]
def ex3_3(MultiHeadAttention, device):
    gpt2 = MultiHeadAttention(768, 768, 1024, 0.0, num_heads=12)
    # 把所有可训练参数放到设备上
    for canshu in gpt2.parameters():
        canshu.data = canshu.data.to(device)
    return gpt2
