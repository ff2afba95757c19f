# exercise: ex3_1
# mistake: Following nanoGPT's from_pretrained (sd[k].copy_(sd_hf[k].t())) the learner copies in place into sa_v1's parameters but drops the surrounding `with torch.no_grad():`; an in-place copy_ into a leaf parameter that requires grad raises, so it must run under torch.no_grad().
# mistake_zh: 模仿 nanoGPT 的 from_pretrained（sd[k].copy_(sd_hf[k].t())）对 sa_v1 的参数就地 copy_，却去掉了外面的 with torch.no_grad()；对需要梯度的叶子参数做就地复制会报错，必须放在 torch.no_grad() 里。
# keywords: no_grad, in-place, leaf, copy_
def ex3_1(sa_v1, sa_v2):
    # same trick as nanoGPT's GPT.from_pretrained: transpose the weights and copy_ them in
    for k in ["W_query", "W_key", "W_value"]:
        getattr(sa_v1, k).copy_(getattr(sa_v2, k).weight.t())
